// The investigation host's page script. The host's own server (host-server.mjs) tells it where the FIU API
// is and hands out single-use tickets at /ticket; the credential that buys them stays on that server.
const status = document.getElementById('host-status');
const log = document.getElementById('host-log');
let signedIn = false;

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
      signedIn = true;
      document.getElementById('host-user').textContent = detail.user.name;
      status.textContent = 'Signed in.';
    }
    // The organisation is chosen: in investigate mode fiu-login signs in with a ticket from getToken
    // (no password form). Issue 3 puts fiu-subject-form here instead.
    if (name === 'fiu-navigate' && detail.path === '/login' && !signedIn) {
      const login = document.createElement('fiu-login');
      login.setAttribute('mode', 'investigate');
      document.getElementById('authorize').replaceWith(login);
    }
  });
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
  document.getElementById('authorize').setAttribute('preset-domain', config.domain);
  status.textContent = 'FIU elements loaded.';
} catch (error) {
  status.textContent = `Could not load the FIU elements: ${error instanceof Error ? error.message : String(error)}`;
}
