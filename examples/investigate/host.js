// The investigation host's page script. The host's own server (host-server.mjs) tells it where the FIU API
// is and which subject this case is about, and hands out single-use tickets at /ticket; the credential that
// buys them stays on that server. The FIU record opens in investigate mode: read-only, and its Back button
// (a fiu-back event) returns to this host's own subject view.
const status = document.getElementById('host-status');
const log = document.getElementById('host-log');
const view = document.getElementById('host-subject-view');
const record = document.getElementById('host-record');
const open = document.getElementById('host-open-record');

function note(name, text) {
  const item = document.createElement('li');
  item.className = 'host-log-entry';
  item.dataset.event = name;
  item.textContent = text ? `${name} ${text}` : name;
  log.append(item);
}

for (const name of ['fiu-navigate', 'fiu-back', 'fiu-saved', 'fiu-signed-in', 'fiu-signed-out', 'fiu-session-expired']) {
  document.addEventListener(name, (event) => {
    const detail = event.detail ?? {};
    note(name, detail.user ? detail.user.username : detail.path ?? '');
    if (name === 'fiu-signed-in' && detail.user) {
      document.getElementById('host-user').textContent = detail.user.name;
      status.textContent = 'Signed in.';
    }
    if (name === 'fiu-back') showHostView();
  });
}

function showHostView() {
  record.replaceChildren();
  record.hidden = true;
  view.hidden = false;
  open.focus();
}

function showRecord(subject) {
  const form = document.createElement('fiu-subject-form');
  form.setAttribute('mode', 'investigate');
  form.setAttribute('subject-id', subject);
  record.replaceChildren(form);
  record.hidden = false;
  view.hidden = true;
}

try {
  const answer = await fetch('/config', { cache: 'no-store' });
  if (!answer.ok) throw new Error('this page needs its host server: run `npm start` and open http://localhost:8081/');
  const config = await answer.json();
  const loaded = await import(`${config.apiBase}/elements/fiu-elements.js`);
  const fiu = typeof loaded.configure === 'function' ? loaded : window.fiu;
  fiu.configure({
    apiBase: config.apiBase,
    mode: 'investigate',
    // Called by the elements whenever they need to sign in: one fresh ticket each time.
    getToken: () =>
      fetch('/ticket', { cache: 'no-store' })
        .then((r) => r.json())
        .then((j) => j.ticket ?? null),
  });
  open.addEventListener('click', () => showRecord(config.subject));
  status.textContent = 'FIU elements loaded.';
  showRecord(config.subject);
} catch (error) {
  status.textContent = `Could not load the FIU elements: ${error instanceof Error ? error.message : String(error)}`;
}
