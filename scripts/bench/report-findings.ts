/**
 * The findings of earlier profiles, carried by every `npm run bench` run into docs/benchmarks.md
 * (report.ts puts them between how the figures are measured and the run's details): what was
 * measured, changed, and tried and not kept, so a rerun never loses why a target stands where it does.
 */
export const PROFILE_FINDINGS = `## Branded PNGs before and after the render worker (2026-11-21, same machine)

The same bench section run against the build before ADR 0047 (PNGs drawn on the server's
thread), built from commit c056150 and measured with
\`BENCH_SERVER_ENTRY=tmp/old-main/build/server-node/index.mjs npm run bench -- --no-write --rounds 1\`
on a busy machine (load average ~9): redirects kept **0.20** of their throughput while
2048 px PNGs were drawn (median of 3 rounds; 0.18–0.21), with **p99 306 ms** (191–348 ms)
against 5.7 ms alone and single redirects waiting up to 630 ms: each redirect that arrived
during a drawing waited for it. With the worker the same section gives the figures in the
table above (in a quick run beforehand: 0.64 and p99 27 ms). The remaining loss is CPU: the
worker takes one of the two cores while the server and the load generator share the other.

## Why targets are missed or borderline (investigated 2026-11-21, same machine)

- **RSS on PGlite** cannot meet 200 MB: the embedded PostgreSQL is WebAssembly inside the
  server's process. Readings swing between runs (230–680 MB under load, 320–480 MB at rest on
  a reopened data directory, 550–900 MB right after creating a new one), always well above
  the same server on PostgreSQL.
  The target is for PostgreSQL deployments; the embedded database is for trying it out.
- **RSS on PostgreSQL**: until 2026-11-21 the server ran through tsx, whose loader thread
  and TypeScript compilation took about 110 MB (199 MB at rest and 254 MB peak under load in
  the last such run). \`npm run build\` now bundles the server with esbuild and \`npm run serve\`
  runs it on plain \`node\`, as measured here.
- **Redirect ratio**: the two servers share 2 cores with the load generator and, on a shared
  machine, with other work, so the rate of either swings between runs (ratios from 0.4 to
  1.1 were seen on the same code the same morning). The steady figure is the CPU per
  redirect: ours spends 1.3–2× what the bare server does, so where the server's core is the
  limit ours reaches about 0.5–0.8 of the bare rate. The largest avoidable cost on the hot
  path in a profile, checking the client address against \`net.BlockList\` for the country
  lookup (~9% of the server's busy time), is now a numeric range check (0.3 µs a call
  instead of 3.4 µs); the 302's headers are built once per cached link.
- **Link creation on PostgreSQL** passes on a quiet machine and misses when other work
  shares it (from 85 to 1,470 links/s across the runs of that morning): the server spends
  0.7–1.5 ms of CPU per link (see the CPU row), so one core tops out between ~700 and
  ~1,400 links/s before PostgreSQL is even busy. The pg client's socket writes and protocol
  parsing were ~45% of the server's busy time in a profile, and each creation made two round
  trips (creator-ban check, then insert): the ban check is now part of the insert
  (\`INSERT … SELECT … WHERE NOT EXISTS\`), one round trip per link (0.71 ms of server CPU
  per link in the last run before the change). Inserting concurrent creations together in
  one multi-row statement (one commit) would cut the rest. For scale, a raw 16-way insert loop on the same
  PostgreSQL reached ~1,500 inserts/s with synchronous commits and ~10,500/s without.

## The redirect path profiled (2026-11-24, issue 11)

Profiled with \`node --cpu-prof build/server-node/index.mjs\` under 300,000 redirects of one
link (64 connections), and the bare server the same way. Findings, and what changed:

- **Where ours spends its time beyond the bare 302**: about 7 µs per redirect on that run.
  The socket write in \`res.end()\` took ~1.2 µs more per request than the bare server's
  (larger responses: the page security headers), building \`req.headers\` for three of its
  fields ~0.5 µs, and counting the click the rest. An A/B of our own server with click
  counting switched off gave **+26 %** throughput (median of 5 alternating rounds): counting is
  the largest part. In a warm loop the counting pieces cost: the recorder's keyed increment
  ~870 ns, reading the client address ~440 ns, the user-agent profile ~360 ns (cached),
  the country ~20 ns (cached); the rest of the difference is allocation and GC of the per-click
  strings.
- **Headers** (\`node --import tsx scripts/bench/header-cost.ts\`: the bare server with and
  without each header, alternating rounds): the whole page set cost about **15 %** of a bare
  302's throughput, nearly all of it the 265-byte CSP (~15 % alone); each short header is
  within the run's ±10 % noise. A redirect now sends only Referrer-Policy (it governs the
  Referer of the next request) and HSTS on https (ADR 0128).
- **Changes**: the redirect reads User-Agent, Referer and X-Forwarded-For from
  \`req.rawHeaders\` (a browser sends 10–20 headers; the object of all of them is no longer
  built), and each address text is normalised once (bounded cache; ~40 ns instead of ~440 ns).
  An A/B of the build before and after these two gave +14 % throughput (median of 5 rounds).
- **The recorder without strings** (2026-11-25): it used to build two strings per click to find
  its counter (a link-hour key and a key of every dimension). Counters are now found through
  nested maps keyed by values the redirect already holds (the link id, the cached profile
  object, the country and referrer strings), and the per-dimension caps are checked only when
  a combination is new in its link-hour. In a loop of 2,000,000 clicks in one process (the UA and
  Referer lookups included) a click went from ~880 to ~400 ns on one link and from ~2,000 to
  ~450 ns across 10,000 links.
- **Noise**: on this 2-core VM the same code gave redirect ratios from 0.68 to 0.82 in runs
  minutes apart (the load generator shares the cores); the CPU-per-redirect row is steadier.

## Many links profiled (2026-11-25, issue 13)

Figures in [benchmarks-links.md](benchmarks-links.md) (PostgreSQL, 1,000,000 links) and
[benchmarks-links-pglite.md](benchmarks-links-pglite.md) (PGlite, 100,000). On 2026-11-25
(morning): import 25,810 links/s on PostgreSQL and 14,716 on PGlite; uniform p99 on PGlite
27 ms with no timeouts (364 ms before the lookup limit below, 1.1 s with timeouts before the
database thread); missed uniform ≥ 0.3× cached (0.14 on PostgreSQL, 0.09 on PGlite), uniform
p99 ≤ 25 ms on PostgreSQL (27), Zipf ≥ 0.6× (0.22), RSS < 300 MB (609 MB on PostgreSQL, 572 on
PGlite). The PostgreSQL file was run again that afternoon, after the recorder and flush
changes below, on a machine that ran the bare server at half the morning's rate (cached:
28,622 req/s against 74,664): uniform 0.18× cached, Zipf 0.25×, RSS 405 MB, import 18,645
links/s (below the 20,000 target there; the same import code made 25,810 in the morning),
uniform p99 58 ms. Run again at 14:00 with the heap setting below: RSS 268 MB at its peak under
load (met), cached 36,215 req/s, uniform 0.14× cached (p99 60 ms), Zipf 0.17×, import 17,414
links/s.

- **PGlite**: each query costs ~0.3 ms of protocol (PGlite's extended-protocol \`query\`;
  \`select 1\` takes 0.3–0.45 ms, its simple \`exec\` 0.07 ms) and the redirect's lookup
  ~1.4 ms of planning (four tables: links, bans, owners), whatever the number of keys.
  Lookups sent as soon as they queued made a queue of small queries; now one runs at a time
  and the misses arriving meanwhile go in the next (\`maxConcurrent\`, ADR 0136): 2,493 →
  6,921 req/s.
- **PostgreSQL, uniform** (\`node --cpu-prof\` on the server, 8 s): the server is idle 46 %
  of the time, waiting on the database. Allowing 1, 4 or 16 lookups at once gave 10,743 /
  10,281 / 10,501 req/s: the lookups are not the limit. Profiled again in the afternoon
  (300,000 links, an inspector profile of the bundle): idle 47 %; of the busy time, socket
  writes 27 % (the 302s ~17 %, the database ~10 %), garbage collection ~11 %, the batched
  lookups ~7 %, counting clicks 4 %, the click flush ~1.5 %: a miss costs the server more than a
  hit mostly in the same socket writes, made at a lower rate. The event loop's delay (\`monitorEventLoopDelay\`) had a p99 of 15–45 ms in the busy
  seconds, with seven young-generation collections a second of up to 15–20 ms each. Tried
  and not kept, as both stayed within the noise: flush statements of 2,000 rows instead of
  20,000 (request p99 52 / 58 ms against 64 / 57; loop p99 31 against 39 ms), and a larger
  young generation (\`--max-semi-space-size\` 32 and 64: 4,800 req/s, p99 54–76 ms). The uniform
  p99 is queueing on a machine whose two cores run PostgreSQL (the lookups and six rollup rows
  a click), the server and the load generator. Per redirect, from /proc over the same kind of
  runs (300,000 links): the server 120–190 µs of CPU and PostgreSQL 175–180 µs with uniform
  traffic, 80 µs and 90–130 µs with Zipf, against ~30 µs and nothing for a cached code. With the
  load generator on the same two cores, uniform traffic tops out near 5,000–6,000 req/s, which
  is what the rounds show; 0.3× cached (~10,000 req/s here) would need a miss to cost about half
  as much CPU in all. In PostgreSQL, \`EXPLAIN ANALYZE\` of a warm 20-key lookup took 1.5–2.5 ms:
  ~1 ms the index scan of \`code_key\` (twenty descents; an index in the C collation was no
  faster) and 0.3–0.4 ms planning.
- **PostgreSQL, Zipf**: PostgreSQL used 6–7 CPU-seconds in 8 s (3 with uniform traffic):
  the hourly rollups, six rows (total, country, device, OS, browser, referrer) per link
  clicked in each one-second flush, each an upsert with its cap check.
- **Click writes** (2026-11-25, \`node --import tsx scripts/bench/click-flush-bench.ts\`: 10,000
  distinct links a flush, 1,000,000 rollup rows already in the table, PostgreSQL's backend
  CPU read from /proc; runs alternating old and new, this machine is noisy): ours
  39–59 → 16–23 µs a flushed click and 385 → 272 bytes, by sending hours as Unix seconds and
  dimensions as their index (numbers, which node-postgres neither quotes nor escapes) and by
  skipping the recorder's merge map when no failed write is held back. PostgreSQL spends
  70–120 µs a click (six rows) either way. \`EXPLAIN ANALYZE\`: the foreign-key trigger ~4.5 µs
  a row, parsing the arrays, the sort for \`GROUP BY\`, the upsert itself; the cap check is an
  index probe per row once the table is analysed (without statistics on a small table the
  planner hashed the whole table instead, 362 against 206 ms a statement; rewriting the check
  to forbid that made no difference on an analysed table, so it was not kept). Fewer rows per
  click (one row per combination of link, hour, country, device, OS, browser, referrer and bot,
  summed by dimension when read) was to be the next step; an experiment bounds what it can give:
  a build writing only the total row, one row a click, made uniform 4,699 / 5,914 req/s against
  4,225 / 5,164, Zipf 7,955 / 8,499 against 7,008 / 8,742, and PostgreSQL's CPU per uniform
  redirect 117–147 against 176–182 µs. That is 10–15 % at most, not the two to four times the
  targets ask, so it was not built.
- **RSS**: after a forced GC the server's live heap under uniform load is ~60 MB; V8 lets
  the old generation grow to ~4× that before collecting. \`--optimize-for-size\` kept RSS
  under 300 MB on PGlite but cut uniform throughput by 40 % with a p99 of 0.5 s;
  \`--max-old-space-size=160\` gave ~400 MB on PGlite (its WebAssembly memory is ~140 MB) and
  would turn a worst case (every limiter full) into a crash. Neither is set. What is set
  (ADR 0139): \`--heap-growing-percent=30\` in the server's entry, so the old generation grows by
  30 % between collections: RSS under the million-link run 405 → 268 MB, throughput within noise
  (an A/B of the two builds on one cached code: 0.98, 32.3 against 31.5 µs a redirect).
- **Import** (300,000 rows, \`npm run admin -- import\` on PostgreSQL): the command's thread is
  97 % busy (17–21 s of CPU in 17–21 s), and reading the phone numbers (libphonenumber) is
  55–62 % of it; PostgreSQL used 4.8 CPU-seconds. Checking pages on worker threads (a tinypool
  of 1 or 2 threads, 2–4 pages in flight) took 18.3 / 19.0 / 22.4 s: the two cores were
  already full, so it was not kept. The import rate follows the machine: 25,810 links/s in
  the morning, 17,414–18,645 in the afternoon, with the same code.

## The embedded database's tail, profiled (2026-11-26, issue 21 item 3)

\`BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench -- --links 100000 --pglite --only uniform --rounds 1 --seconds 10 --no-write\`
(one profile per thread; other work was running on the machine): over the server's life the
main thread was idle 74.5 % and the PGlite thread 61 %; of the PGlite thread's busy time, most
is PostgreSQL's WebAssembly and its file calls (\`writeBuffer\`, \`fstat\`, \`read\`). The server is
not short of CPU: the uniform p99 (160–490 ms in these runs) is lookups waiting behind the
click flush, which runs on the same single-statement thread.

- **What a flush costs there** (a script writing 4,000 clicks of uniform traffic, six rollup
  rows each, into 100,000 links, three rounds): 24,000 rows took 410–480 ms as one statement;
  as statements of 5,000 rows 500–750 ms in all (longest 105–165 ms), of 2,000 rows 655–915 ms
  (60–166 ms), of 1,000 rows 875–1,595 ms (42–79 ms). A row costs ~17 µs in PGlite, so at
  ~4,000 uniform redirects a second the flush alone holds the thread 40–50 % of the time.
- **Tried and not kept**: flush writes of 1,000 rows on PGlite (A/B, two rounds each, alternating
  builds, on a busy machine): uniform p99 157–181 ms against 292–455 ms, but uniform throughput
  1,830–2,501 against 2,944–5,737 req/s and Zipf p99 81–213 against 20–41 ms: the per-statement
  cost doubles the flush's work, and Zipf traffic, which gains nothing from smaller writes,
  pays for it.
- **Kept**: a write of one statement no longer opens a transaction (it is atomic on its own);
  on PGlite the transaction held the only connection across three messages between threads.
  The bench now starts the server with \`NODE_ENV=production\`, as \`npm run serve\` does (it
  had been running React's development build: peak RSS 386 against 420 MB in one noisy run).
- **What would meet p99 ≤ 50 ms on PGlite**: statements short enough (≤ ~1,000 rows) without
  doubling the work, which means fewer rows per click: one row per combination of link, hour,
  country, device, OS, browser and referrer, summed by dimension when read, would write one row
  per click under uniform traffic instead of six. That changes the rollup table, the caps and
  every analytics read, and is left for the analytics issue (26), which reshapes those anyway.

## Team links (2026-11-26, issue 22)

A three-agent round-robin team link is measured like the plain link (rows above). On the run
of 2026-11-26 08:22 UTC: **0.74×** bare (rounds 0.68–0.81) against 0.81× for the plain link,
23 µs of server CPU per redirect against 21. Choosing costs ~0.2 µs a click in a loop (query
read, open agents from the remembered hours, the turn, the agent's ready 302 headers); the
other ~1–2 µs were not profiled (the target was met), and are within this machine's noise
between runs (plain-link ratios from 0.68 to 0.82 in runs minutes apart, above). With several
instances the turn is an \`INCR\` in Redis (one round trip on the click's path, at most 50 ms,
else memory answers), not measured here: the bench runs one instance on PGlite.

## Custom-domain and team redirects profiled (2026-11-27, issue 25)

\`BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench -- --only custom-domain --no-write --rounds 3\`
(\`--only\` runs the sections whose name contains the words). The machine was about three times
slower that night than the day before (the bare server's CPU per redirect 37–51 µs against
12–13), so figures of that night compare only with each other. Of the server thread's busy time:

- **The visitor hash, ~10 %**: HMAC-SHA-256 (two one-shot hashes) ~3.5 µs a click in a loop. Now
  one SHA-256 of the day's salt and the text, ~0.8 µs (ADR 0158 says why that is enough), and the
  seen-visitor keys in two generations of a Set instead of an LRU (~0.4 µs less).
- **A closure a request, ~3 %**: the server bundle keeps function names (\`keepNames\`), so each
  arrow function made per request is an \`Object.defineProperty\`. The custom-domain path made
  one per cached code and the team path one per click; both now call named functions.
- **\`net.isIP\`'s pattern, ~0.6 %**: a verified name is now looked up before it.

An A/B of the builds before and after (two alternating runs each, three rounds a section,
\`BENCH_SERVER_ENTRY\` pointing at the older bundle): server CPU per redirect, before → after,
custom domain 88 / 95 → 66 / 64 µs, team link 92 / 87 → 58 / 59 µs, plain link 69 / 76 → 69 / 62
µs, with the bare server at 38–51 µs; ratios custom domain 0.51 / 0.54 → 0.78 / 0.77, team link
0.56 / 0.61 → 0.83 / 0.65, plain link 0.55 / 0.70 → 0.77 / 0.86. A custom-domain redirect now
costs what a plain one does. What is left is common to every redirect: counting the click (the
visitor hash is still ~5 % of the thread), the cache's LRU, and ~3 % in async hooks: React's
server renderer enables an \`AsyncLocalStorage\` with the first page it renders, after which
every \`process.nextTick\` of a response runs its init hook (not changed: it would mean
patching React or rendering with its edge build).

## Redirects while refused requests flood in (2026-11-27, issue 21 item C)

The latency-under-abuse test (\`tests/integration/qr-under-load.test.ts\`, \`npm run test:timing\`)
failed in CI on its last phase: with workspaces made and deleted by eight loops, the
redirect p95 was 10.32 ms against a budget of 10.00 (5× an idle 1.55 ms, or 10 ms). Nearly
every hammering request was a 429 (6,000–7,000 in 6 s); the 14 workspaces made and deleted
were not the cost. Profiled in the test's own process (the server runs there): the thread was
never idle for 50–70 ms at a time, each refused form costing ~0.75 ms of process CPU, and
two thirds of each stretch went to building the web \`Request\` and its body stream that
Hono's body limiter reads a Content-Length from. Fixes, each measured on the phase it
concerns (three 6 s rounds, redirect p95 before → after):

- **Body limit from the incoming header** (\`server/middleware/body-limit.server.ts\`): a body
  framed by Content-Length is judged by Node's parsed header; only a chunked one goes through
  Hono's counting limiter. Workspace churn 12.20 / 10.30 / 8.11 → 6.14 / 2.17 / 2.29 ms;
  CPU per request 755 → 525 µs.
- **Static files from a list read at start** (\`server/middleware/static-files.server.ts\`):
  Hono's serveStatic made a synchronous \`stat\` for every GET it saw (5 % of the thread under a
  flood of unknown paths). Signed-in Link Not Found 13.87 / 9.45 / 8.59 → 6.67 / 4.21 / 6.05 ms.
- **One parse of a query**: the text rule parsed every API query string before the route parsed
  it again; now only a query holding an escaped control character is parsed for it. \`/api/qr\`
  read its parameters through Hono's \`c.req.query\`, which decodes every parameter again for
  each one a query lacks (a 1.5 KB \`data\` three times); it now parses once. Limiter keys are one
  keyed SHA-256 instead of an HMAC (6.4 → 0.9 µs a counted request; ADR 0059). \`/api/qr\` at
  2048 px 9.30 / 6.08 / 7.36 → 4.82 / 5.57 / 5.67 ms.

The whole test afterwards, every phase (this machine, before the \`/api/qr\` fix): p95 1.2–4.5 ms
under the form, page, import and workspace floods, 10.14 ms (budget 10.63) under \`/api/qr\`,
which the last fix above brings to ~5 ms. Tried and dropped: page renders taking turns, one
per turn of the event loop, so requests are read between two renders. Renders here take
~2.5 ms and never overlapped; spreading them only moved the delay from a few redirects to
many: p99 fell (35–56 → 22–24 ms), p95 rose (4–5 → 9–10 ms).

## The custom-domain ratio, measured again (2026-11-27, issue 25)

Seven runs of \`npm run bench -- --only custom-domain --no-write --rounds 3\` (or 4) within two
hours: medians 0.61–0.72, single rounds 0.43–0.94; server CPU per redirect bare 45–64 µs, ours
79–97 µs. The bare server's own rate moved between 14,000 and 24,000 req/s from one 5-second
round to the next. A profile (µs a request on the server thread, profiler on): Node's
\`res.end()\` ~32 (its socket write ~27 against ~17 on the bare server, the same system call,
slower while our thread is the busy side), counting the click 8.6 (the visitor hash 3.8 of it,
~1 µs in a loop), the cache's lookup 2.2, \`writeHead\` 2.3, the Host 0.8, async hooks ~3.
Experiments on a patched bundle, not kept: no click counting, ratio 0.88 and 71 µs; no visitor
counting, medians 0.91 and 0.69, 67–73 µs; the last visitor's hash reused, 0.73 and 0.74, 73–78
µs. The distance to bare Node is mostly the counting the product promises; a change of 1–4 µs is
below what these rounds can tell apart on a shared 2-core machine.

## The embedded database's tail, again: writes give way to lookups (2026-11-27, issue 21 item 3)

Measured on a machine about twice as fast as the day before (a full CI run took 23 min), so
compare within this section only. \`npm run bench -- --links 100000 --pglite --only uniform
--no-write\`, three 5-second rounds a run:

- **Before**: uniform p99 106–121 ms at 3,000–4,000 req/s (p50 6–9 ms), RSS 460–500 MB.
- **Where the lookups waited** (each statement's time on the PGlite thread, logged by a patched
  worker, per 5 s): ~250 lookup batches of 2–3 ms; ~100 rollup statements of 500 rows, 20 ms on
  average and up to 70 ms (cold pages: 16 MB of shared buffers over 100,000 links and their
  rollups); and the visitor hashes, written as **one statement a flush**: ~4,000 rows, 70–100 ms
  (a script on an empty table: 4,000 rows 68–96 ms, 500 rows 8 ms). Garbage collection was not it:
  \`--trace-gc\` showed pauses of at most 13 ms. Dropping the rollups' foreign keys (an
  experiment, not kept) gained 15–30 % of rate but left the p99 at 82–93 ms.
- **Tried**: visitors in 500-row statements alone made no difference (p99 108–120 ms); 100-row
  statements for both writers, in arrival order: p99 40–63 ms, rate 3,600–4,900, but p50 13–17 ms.
- **Kept** (ADR 0161): the two writers' statements are marked and the PGlite thread starts them one
  at a time, only while no other request runs (after 1 s waiting, anyway), on the next turn of its
  loop so lookups already sent are read first; 100 rows a statement. Two runs: p99 46 / 32 / 48 and
  51 / 35 / 31 ms by round, rate 4,061–7,576 req/s. The whole file run after it
  ([benchmarks-links-pglite.md](benchmarks-links-pglite.md)): uniform p99 **34 ms** (target ≤ 50),
  0 timeouts, 6,501 req/s (0.15× cached, was 0.09); Zipf p99 20 ms (was 44). Run again with the
  clicks check the report now makes: uniform p99 39 ms, and 993,024 clicks recorded for 992,448
  302s received (the 576 more are the requests in flight as each of the 9 rounds ended).
- **Still missed on PGlite**: RSS under load, 545 MB against 300 (at rest after boot it is already
  ~345 MB: PGlite's WebAssembly memory, which never shrinks, and a link cache of up to 64 MB).

## The custom-domain ratio on a faster machine (2026-11-27, late morning, issue 25)

The redirect code of "The custom-domain ratio, measured again", hours later on a machine twice as fast (bare
server ~55,000 req/s, 17 µs of CPU a redirect). \`npm run bench -- --only custom-domain --no-write\`
five times: medians 0.78, 0.87 (profiler on), 0.80, 0.85 and 0.84, rounds 0.69–0.94; CPU a
redirect bare 16–18 µs, ours 21 µs. With other sections before it on the same server: 0.83
(\`--only link\`: team link, webhook, custom domain), 0.88 (\`--only throughput\`), and 0.68 in the
full \`npm run bench\` written above (rounds 0.64–0.75, ours 25 µs), where the team link's last two
rounds fell to 0.68–0.69 as well. Profiled (µs a request on the server thread): the socket write
9.6 against 7.5 on the bare server, counting the click 1.55 (the visitor hash 0.77), the cache
0.32, \`writeHead\` 0.6 against 0.25, async hooks ~0.5. No change was made for it this time: what
remains is the counting the product promises, and single runs still move by ±0.1.

## Where the server's memory went (2026-11-27, afternoon, issue 21 item 3)

RSS is the server's \`VmRSS\`; the parts come from \`/proc/<pid>/smaps\` and
\`v8.getHeapStatistics()\` of both threads, sampled every 5 s during
\`npm run bench -- --links 100000 --pglite --only uniform --no-write\`, and from a heap snapshot
taken during its last round.

- **Before**: 349 MB at rest on PGlite, 185 MB on PostgreSQL, 453 MB at the uniform run's peak.
  About 130 MB of it lay in glibc's malloc arenas, nearly all freed memory. Compiling PGlite's
  WebAssembly and our JavaScript on V8's threads frees large blocks; glibc then raises its trim
  and mmap thresholds, after which freed memory stays in each thread's arena. The earlier
  reading of the ~345 MB at rest as PGlite's WebAssembly memory was wrong: that memory is
  128 MB reserved, ~30–34 MB of it touched.
- **Kept (ADR 0162)**: \`npm run serve\` sets \`MALLOC_TRIM_THRESHOLD_=131072\` (any threshold set
  turns glibc's adjustment off). At rest: PGlite 349 → 240–250 MB, PostgreSQL 185 → 147 MB.
  Uniform run on PGlite: 453 → 384 MB. The bench now starts the server with the \`serve\`
  script's variables and flags, read from package.json.
  An A/B of \`npm run bench -- --only throughput --no-write\` with and without the variable
  (one run each, back to back): at rest 296 against 354 MB on PGlite and 166 against 206 MB on
  PostgreSQL; cached redirects the same (20 µs of server CPU a plain redirect, 22 a
  custom-domain one, ratios 0.86 / 0.84 / 0.79 against 0.87 / 0.84 / 0.79).
- **Tried and not kept**: \`--max-semi-space-size=8\` (V8's young generation was 32 MB on the
  main thread and 15–28 MB on the PGlite thread) took the uniform run to 351 MB, but cost
  cached redirects 4–5 µs each: \`npm run bench -- --only throughput --no-write\`, two runs each,
  alternating, gave 23–24 against 19 µs of server CPU a redirect and ratios of 0.69–0.74
  against 0.80–0.85 (plain, team and custom-domain links alike). \`MALLOC_ARENA_MAX=2\` (299 MB
  at rest, 392 under load; nothing more beside the threshold), \`MALLOC_MMAP_THRESHOLD_\` as well
  (no difference).
- **What remains under the uniform run**: the node binary ~48 MB (the bare server is 45 MB in
  all); the main thread's heap ~160–180 MB, of which 111 MB live in the snapshot: ~450 B a
  cached link (measured alone: 100,000 links in a \`LinkResolver\`, 448 B each), 43,659 cached at
  that moment, the click counters waiting for their flush and the visitor set (at most 200,000
  keys); the PGlite thread's heap ~36–50 MB; PGlite's WebAssembly memory ~34 MB resident and its
  compiled code ~16 MB; malloc ~30 MB. The 300 MB target would need the live cache or the
  embedded database smaller; neither was changed.

## Full runs against single sections (2026-11-27, afternoon, issue 25)

The same build, the same hour: in \`npm run bench -- --only throughput --no-write\` (plain, team
and custom-domain sections on one server) ours took 19–20 µs of server CPU a cached redirect,
ratios 0.82–0.87 plain and 0.79–0.83 custom-domain, in four runs; \`--only custom-domain\` and
\`--only link\` gave 0.81. In the full \`npm run bench\` written above it took 24–25 µs from its
first round on (plain 0.73, custom domain 0.67). Of today's five full runs, four read 0.67–0.69
for the custom domain (this morning's code among them) and one, with V8's deoptimization log on,
0.81; the plain link read 0.73–0.84. The bare server's CPU a redirect stayed at 16–18 µs in all. The setup before the first round is the same with
and without \`--only\`; what makes the full run's server slower was not found this time. One
profile of a low \`--only link\` run (taken with an 8 MB semi-space, since dropped, so not
conclusive) showed \`process.nextTick\`, called by Node's HTTP server about five times a
request, going from 0.5 % of the server thread to ~10 % (1.2 µs a request against 0.04) from
the custom-domain section on, the rest of the path unchanged.`;
