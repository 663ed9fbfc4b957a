/**
 * How many elements an SVG becomes once every `<use>` (and `<feImage>`) is replaced by a copy of
 * what it points at, which is what resvg builds before it draws. A 2 KB file of ten `<use>`s
 * nested six deep is a million elements: resvg gives up only after building them, which took
 * seconds and, on a busy machine, ran into the render time-out, so the person was told the logo
 * was slow rather than that it had too many elements. Counted here, from the parse the sanitiser
 * already makes, it is refused at once and always for the same reason.
 *
 * Fed the parser's open and close events in order; `total()` after the last. Linear in the file
 * (each id's size is worked out once), and the sums stop growing at `cap`.
 */
export class SvgCopies {
  /** Per open element: the elements inside it (itself included) and the ids its copies name. */
  private readonly open: Array<Counted & { id: string | null }> = [{ id: null, elements: 0, refs: [] }];
  /** What each id holds. A repeated id counts as all its definitions together: a bound, never less than resvg draws. */
  private readonly defined = new Map<string, Counted>();
  private readonly sizes = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** `copiesOf`: the references a `<use>` or `<feImage>` makes (both `href` and `xlink:href` count). */
  opened(id: string | null, copiesOf: readonly string[]): void {
    const refs = copiesOf.filter((ref) => ref.startsWith("#")).map((ref) => ref.slice(1));
    this.open.push({ id, elements: 1, refs });
  }

  closed(): void {
    const done = this.open.pop();
    const parent = this.open[this.open.length - 1];
    if (done === undefined || parent === undefined) return;
    parent.elements += done.elements;
    for (const ref of done.refs) parent.refs.push(ref);
    if (done.id === null) return;
    const earlier = this.defined.get(done.id);
    if (earlier === undefined) this.defined.set(done.id, { elements: done.elements, refs: done.refs });
    else {
      earlier.elements += done.elements;
      for (const ref of done.refs) earlier.refs.push(ref);
    }
  }

  /** Elements in the drawn document, copies included, or `cap + 1` when over the cap. */
  total(): number {
    const root = this.open[0] as Counted;
    let total = root.elements;
    for (const ref of root.refs) {
      total += this.sizeOf(ref);
      if (total > this.cap) return this.cap + 1;
    }
    return total;
  }

  /**
   * What a copy of `id` draws, copies within it included. Walked with a stack of its own, not by
   * recursion: a chain of 5,000 elements each copying the next must not overflow the call stack.
   * A copy of an element inside itself counts as nothing, as resvg does not draw it.
   */
  private sizeOf(id: string): number {
    const cap = this.cap + 1;
    const onPath = new Set<string>();
    const stack: Array<{ id: string; def: Counted; next: number; sum: number }> = [];
    /** The size when already known (or nothing to draw), else null after starting its frame. */
    const enter = (ref: string): number | null => {
      const known = this.sizes.get(ref);
      if (known !== undefined) return known;
      const def = this.defined.get(ref);
      if (def === undefined || onPath.has(ref)) return 0;
      onPath.add(ref);
      stack.push({ id: ref, def, next: 0, sum: def.elements });
      return null;
    };
    const first = enter(id);
    if (first !== null) return first;
    for (;;) {
      const top = stack[stack.length - 1] as (typeof stack)[number];
      if (top.next < top.def.refs.length && top.sum < cap) {
        const known = enter(top.def.refs[top.next++] as string);
        if (known !== null) top.sum = Math.min(cap, top.sum + known);
        continue;
      }
      stack.pop();
      onPath.delete(top.id);
      this.sizes.set(top.id, top.sum);
      const parent = stack[stack.length - 1];
      if (parent === undefined) return top.sum;
      parent.sum = Math.min(cap, parent.sum + top.sum);
    }
  }
}

type Counted = { elements: number; refs: string[] };
