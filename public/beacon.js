/* ERPZ's first-party analytics beacon (issue 29, decision 181): a page view per address and the
   events the page reports, posted to /analytics/event. No cookies, no storage; nothing at all
   under Do Not Track or Global Privacy Control. At most 1 KiB gzip (src/lib/analytics/beacon.test.ts). */
;(function (w, d, n, h) {
  if (w.erpz || n.doNotTrack === '1' || w.doNotTrack === '1' || n.globalPrivacyControl) return
  var first = 1
  var last
  function send(name) {
    var body = { name: name, url: location.href }
    if (first && d.referrer) body.referrer = d.referrer
    first = 0
    try {
      fetch('/analytics/event', {
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(function () {})
    } catch {
      // a browser that refuses keepalive requests: the visit goes uncounted
    }
  }
  function view() {
    if (location.pathname === last) return
    last = location.pathname
    send('pageview')
  }
  var push = h.pushState
  h.pushState = function () {
    var result = push.apply(this, arguments)
    view()
    return result
  }
  w.addEventListener('popstate', view)
  d.addEventListener(
    'click',
    function (e) {
      var t = e.target
      if (t && t.closest && t.closest('[data-cta]')) send('cta_click')
    },
    true,
  )
  view()
  var queued = w.erpzq || []
  w.erpz = send
  w.erpzq = []
  for (var i = 0; i < queued.length; i++) send(queued[i])
})(window, document, navigator, history)
