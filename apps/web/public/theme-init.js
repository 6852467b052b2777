/* global localStorage, window, document */
// Runs before the app: applies the saved theme (src/components/ui/color-mode.tsx keeps it under "theme") so the first
// paint is already light or dark. An external file, because the CSP allows no inline script.
(function () {
  try {
    var saved = localStorage.getItem('theme') || 'system';
    var dark = saved === 'dark' || (saved === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.add(dark ? 'dark' : 'light');
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // No storage (private mode): the app applies the theme itself once it starts.
  }
})();
