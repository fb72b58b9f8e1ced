// The host page's own tiny script (no build step). It picks the FIU API origin from ?api=… (default
// http://localhost:8080), loads the script-tag loader from there, points the elements at it, and logs every
// fiu-* event. When the FIU server itself serves this page (demo mode, under /examples/) the page is on the
// app's origin: there it uses that origin only and ignores ?api=, so a link can never make the app's origin
// run a script from elsewhere (the server's CSP, script-src 'self', enforces the same).
(function () {
  var onAppOrigin = location.pathname.indexOf('/examples/') === 0;
  var api = onAppOrigin ? location.origin : 'http://localhost:8080';
  var asked = new URLSearchParams(location.search).get('api');
  if (asked && !onAppOrigin) {
    try {
      var url = new URL(asked);
      if (url.protocol === 'http:' || url.protocol === 'https:') api = url.origin;
    } catch (e) {
      /* keep the default */
    }
  }

  var loader = document.createElement('script');
  loader.type = 'module';
  loader.src = api + '/elements/fiu-elements.js';
  document.head.appendChild(loader);

  function ready() {
    var elements = document.querySelectorAll('fiu-authorize, fiu-login');
    for (var i = 0; i < elements.length; i++) elements[i].setAttribute('api-base', api);
  }

  var names = ['fiu-navigate', 'fiu-back', 'fiu-saved', 'fiu-signed-in', 'fiu-signed-out', 'fiu-session-expired'];
  function describe(event) {
    var d = event.detail || {};
    // Never print a session token into the page: show who signed in, or where the element wants to go.
    if (d.user) return d.user.username + ' (' + d.user.domain + ')';
    if (d.path) return d.path;
    return '';
  }
  names.forEach(function (name) {
    document.addEventListener(name, function (event) {
      var item = document.createElement('li');
      item.className = 'host-log-entry';
      item.setAttribute('data-event', name);
      item.textContent = name + ' ' + describe(event);
      document.getElementById('host-log').appendChild(item);
    });
  });

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
