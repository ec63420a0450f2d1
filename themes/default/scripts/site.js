// Stoa Default: close open navigation dropdowns and the mobile menu on Escape (focus goes back
// to the toggle) and on a click elsewhere; one dropdown open at a time. The menus work without
// this script: they are <details> elements.
(function () {
  var selector = '.Nav-dropdown[open], .MobileMenu[open]';
  function closeAll(except) {
    document.querySelectorAll(selector).forEach(function (d) {
      if (d !== except && !d.contains(except)) d.removeAttribute('open');
    });
  }
  document.addEventListener('keydown', function (e) {
    if (e.key !== 'Escape') return;
    var open = document.activeElement && document.activeElement.closest(selector);
    closeAll(null);
    if (open) open.querySelector('summary').focus();
  });
  document.addEventListener('click', function (e) {
    closeAll(e.target.closest('details'));
  });
  document.addEventListener('toggle', function (e) {
    if (e.target.open) closeAll(e.target);
  }, true);
})();
