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
  /** What each id holds; a repeated id keeps every definition and counts as the largest. */
  private readonly defined = new Map<string, Counted[]>();
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
    if (done.id !== null) {
      const list = this.defined.get(done.id) ?? [];
      list.push({ elements: done.elements, refs: done.refs });
      this.defined.set(done.id, list);
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
   * The largest definition of `id`, copies included. Walked with a stack of its own, not by
   * recursion: a chain of 5,000 elements each copying the next must not overflow the call stack.
   * A copy of an element inside itself counts as nothing, as resvg does not draw it.
   */
  private sizeOf(id: string): number {
    const cap = this.cap + 1;
    const onPath = new Set<string>();
    const stack: Array<{ id: string; defs: Counted[]; d: number; r: number; sum: number; largest: number }> =
      [];
    /** The size when already known (or unknowable), else null after starting its frame. */
    const enter = (next: string): number | null => {
      const known = this.sizes.get(next);
      if (known !== undefined) return known;
      const defs = this.defined.get(next);
      if (defs === undefined || onPath.has(next)) return 0;
      onPath.add(next);
      stack.push({ id: next, defs, d: 0, r: 0, sum: (defs[0] as Counted).elements, largest: 0 });
      return null;
    };
    const first = enter(id);
    if (first !== null) return first;
    for (;;) {
      const top = stack[stack.length - 1] as (typeof stack)[number];
      const def = top.defs[top.d] as Counted;
      if (top.r < def.refs.length && top.sum < cap) {
        const known = enter(def.refs[top.r++] as string);
        if (known !== null) top.sum = Math.min(cap, top.sum + known);
        continue;
      }
      top.largest = Math.max(top.largest, top.sum);
      if (++top.d < top.defs.length) {
        top.r = 0;
        top.sum = (top.defs[top.d] as Counted).elements;
        continue;
      }
      stack.pop();
      onPath.delete(top.id);
      this.sizes.set(top.id, top.largest);
      const parent = stack[stack.length - 1];
      if (parent === undefined) return top.largest;
      parent.sum = Math.min(cap, parent.sum + top.largest);
    }
  }
}

type Counted = { elements: number; refs: string[] };
