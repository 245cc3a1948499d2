// Starts the app once the HTML has painted. index.html paints the header and a skeleton (and
// `/` the landing page's first screen) from the HTML and its inlined stylesheet; on a phone's
// connection the scripts (about 150 KB) would otherwise share the first round trips with it and
// hold the first paint back. The build writes the script and module lists into this tag
// (apps/web/vite.config.mts), and the page's own for the pages it builds for other lazy pages.
(function () {
  var tag = document.currentScript;
  var list = function (name) {
    return (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The entry first: it is the largest file and everything waits for it.
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = tag.getAttribute('data-entry');
    document.head.appendChild(entry);
    list('data-modules')
      .concat(list('data-page-modules'))
      .forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    list('data-page-styles').forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  // A page whose largest paint is an image the server rendered (a room document's page, marked
  // fetchpriority="high"; the build sets data-after-image on that page's tag): the scripts wait
  // for it, at most 2.5 s, so on a phone's connection they do not share its bandwidth. The page
  // is readable without them; its controls come a moment later.
  var image = tag.hasAttribute('data-after-image') ? document.querySelector('img[fetchpriority="high"]') : null;
  if (image && !image.complete) {
    image.addEventListener('load', start);
    image.addEventListener('error', start);
    setTimeout(start, 2500);
    return;
  }
  // A frame callback runs just before the first paint; the timeout after it. A tab opened in
  // the background runs no frames: the second timer starts the app there too.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
