// Runs in the page (added by run.mjs with addInitScript): the stopwatch of one user action in the workspace's
// Statement grid or Pivot, from the input event to the frame after the expected rows are painted.
//
// arm(spec) marks performance.now() and listens (capture, on window) for the trusted input event that starts the
// action; a requestAnimationFrame loop then checks the grid every frame, and the first frame in which the
// expected rows are in the DOM is timed by a message posted from its rAF callback, which runs after that frame
// has been painted. The rows are read from their cells' text, so the old rows (or the dimmed previous query's)
// never count: the check needs the grid idle, not stale, every row in view with its key and its cells
// filled, the key list different from the one before the action, and the action's own test of the cells.
(() => {
  const host = () => document.querySelector('fiu-analysis-workspace');
  const root = () => host()?.shadowRoot ?? null;

  /** The Statement grid's rows in view: index, key and cell text by column label. */
  function gridView() {
    const r = root();
    const grid = r?.querySelector('[role="grid"][aria-label="Statement"]');
    if (!grid) return null;
    const labels = [...grid.querySelectorAll('[role="columnheader"] .fiu-dgrid__label')].map((e) => e.textContent);
    const win = grid.querySelector('.fiu-dgrid__window');
    if (!win) return null;
    const box = win.getBoundingClientRect();
    const rows = [];
    for (const row of win.querySelectorAll('[role="row"]')) {
      const b = row.getBoundingClientRect();
      if (b.bottom <= box.top + 1 || b.top >= box.bottom - 1) continue;
      const cells = {};
      row.querySelectorAll('[role="gridcell"]').forEach((c, i) => (cells[labels[i]] = c.textContent));
      rows.push({ index: Number(row.dataset.row), key: row.dataset.key ?? null, pending: row.classList.contains('fiu-dgrid__row--pending'), cells });
    }
    rows.sort((a, b) => a.index - b.index);
    return {
      busy: grid.getAttribute('aria-busy') === 'true',
      stale: win.classList.contains('fiu-dgrid__window--stale'),
      total: Number(grid.getAttribute('aria-rowcount')) - 2,
      status: r.querySelector('.fiu-dgrid__status')?.textContent ?? '',
      rows,
    };
  }

  const money = (t) => Number(String(t ?? '').replace(/[₦,]/g, ''));
  /** 'DD/MM/YYYY HH:mm' (Lagos time) → day of the week, 0 Sunday. */
  const weekday = (t) => {
    const m = /^(\d\d)\/(\d\d)\/(\d{4})/.exec(t ?? '');
    return m ? new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]))).getUTCDay() : -1;
  };
  const sortedBy = (rows, f, cmp) => rows.every((r, i) => i === 0 || cmp(f(rows[i - 1]), f(r)) <= 0);

  /** The action's own test of the rows in view. */
  const tests = {
    any: () => true,
    inflowOver: (v, p) => v.rows.every((r) => money(r.cells['IN-FLOW']) > p.over),
    weekendInflowOver: (v, p) => v.rows.every((r) => money(r.cells['IN-FLOW']) > p.over && [0, 6].includes(weekday(r.cells['Transaction Date']))),
    descriptionAsc: (v) => sortedBy(v.rows, (r) => r.cells['Description'], (a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    inflowDesc: (v) => sortedBy(v.rows, (r) => money(r.cells['IN-FLOW']), (a, b) => b - a),
    contains: (v, p) => v.rows.every((r) => Object.values(r.cells).some((c) => (c ?? '').toLowerCase().includes(p.text))),
    nearRow: (v, p) => v.rows[0].index <= p.row && v.rows[v.rows.length - 1].index >= p.row - p.slack,
  };

  function gridReady(spec) {
    const v = gridView();
    if (!v || v.busy || v.stale || v.rows.length < spec.minRows) return null;
    if (v.rows.some((r) => r.pending || !r.key || !r.cells['Transaction Date'])) return null;
    const keys = v.rows.map((r) => r.key).join(',');
    if (spec.before !== undefined && keys === spec.before) return null;
    if (spec.total !== undefined && v.total !== spec.total) return null;
    return tests[spec.test](v, spec) ? v : null;
  }

  function pivotReady() {
    const r = root();
    const table = r?.querySelector('.fiu-pivot__table');
    if (!table || r.querySelector('.fiu-pivot-tab [aria-busy="true"]')) return null;
    const body = table.querySelectorAll('tbody tr:not(.fiu-pivot__pad)');
    if (!body.length || !body[0].textContent) return null;
    return { rows: Number(table.getAttribute('aria-rowcount')) - 3, first: body[0].textContent };
  }

  window.__probe = {
    gridView,
    /** The keys in view now (the "before" of the next action). */
    keys: () => (gridView()?.rows ?? []).map((r) => r.key).join(','),
    arm(spec) {
      const state = { mark: performance.now(), input: null, done: null, error: null };
      const onInput = (e) => {
        if (e.isTrusted && state.input === null && (!spec.key || e.key === spec.key)) state.input = e.timeStamp;
      };
      for (const type of spec.events) window.addEventListener(type, onInput, true);
      performance.clearResourceTimings();
      const give = state.mark + spec.timeoutMs;
      state.promise = new Promise((resolve) => {
        const frame = () => {
          const seen = state.input !== null || spec.events.length === 0;
          const got = seen ? (spec.kind === 'pivot' ? pivotReady() : gridReady(spec)) : null;
          if (got) {
            const channel = new MessageChannel();
            // Runs after this frame's paint: the rows are on screen.
            channel.port1.onmessage = () => {
              for (const type of spec.events) window.removeEventListener(type, onInput, true);
              const start = state.input ?? state.mark;
              const painted = performance.now();
              const api = performance
                .getEntriesByType('resource')
                .filter((e) => e.startTime >= start - 1 && /\/api\/analysis\//.test(e.name) && e.responseEnd > 0 && e.responseEnd <= painted)
                .map((e) => ({
                  path: new URL(e.name).pathname,
                  start: e.startTime - start,
                  waitMs: e.responseStart - e.requestStart,
                  endMs: e.responseEnd - start,
                  downloadMs: e.responseEnd - e.responseStart,
                  bytes: e.encodedBodySize,
                }));
              resolve({ ms: painted - start, inputLagMs: state.input === null ? null : state.input - state.mark, view: got, api });
            };
            channel.port2.postMessage(0);
            return;
          }
          if (performance.now() > give) {
            for (const type of spec.events) window.removeEventListener(type, onInput, true);
            resolve({ error: `not drawn in ${spec.timeoutMs} ms (input seen: ${seen})`, view: spec.kind === 'pivot' ? null : gridView() });
            return;
          }
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      window.__armed = state;
      return state.mark;
    },
    /** Waits for the armed action's result. */
    result: () => window.__armed.promise,
  };

  // Long tasks over the page's life; the scroll phase reads those after its start.
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  performance.setResourceTimingBufferSize(5000);
})();
