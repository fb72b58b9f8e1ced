// The investigation host's analysis page: fiu-analysis-workspace on this case's one subject, in investigate
// mode. The host's server (host-server.mjs) says where the FIU API is and which subject the case is about,
// and hands out single-use tickets; no credential is in this page. BACK in the workspace fires fiu-back,
// which returns to the host's own subject view.
const status = document.getElementById('host-status');
const view = document.getElementById('host-subject-view');
const holder = document.getElementById('host-workspace');
const open = document.getElementById('host-open-workspace');

function showWorkspace(subject) {
  const ws = document.createElement('fiu-analysis-workspace');
  ws.setAttribute('mode', 'investigate');
  // The demo world's year; without these the workspace shows the last two years up to today.
  ws.setAttribute('start', '2025-01-01');
  ws.setAttribute('stop', '2025-12-31');
  ws.subjects = [subject]; // a property: rich data never goes through an attribute
  holder.replaceChildren(ws);
  holder.hidden = false;
  view.hidden = true;
}

function showHostView() {
  holder.replaceChildren();
  holder.hidden = true;
  view.hidden = false;
  open.focus();
}

try {
  const answer = await fetch('/config', { cache: 'no-store' });
  if (!answer.ok) throw new Error('this page needs its host server: run `npm start` and open http://localhost:8081/workspace.html');
  const config = await answer.json();
  const loaded = await import(`${config.apiBase}/elements/fiu-elements.js`);
  const fiu = typeof loaded.configure === 'function' ? loaded : window.fiu;
  fiu.configure({
    apiBase: config.apiBase,
    mode: 'investigate',
    getToken: () =>
      fetch('/ticket', { cache: 'no-store' })
        .then((r) => r.json())
        .then((j) => j.ticket ?? null),
  });
  document.addEventListener('fiu-back', showHostView);
  open.addEventListener('click', () => showWorkspace(config.subject));
  status.textContent = 'FIU elements loaded.';
  showWorkspace(config.subject);
} catch (error) {
  status.textContent = `Could not load the FIU elements: ${error instanceof Error ? error.message : String(error)}`;
}
