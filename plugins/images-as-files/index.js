// Images in Markdown become files, never data: URLs. Docusaurus inlines images under 10 KB as
// base64 (WEBPACK_URL_LOADER_LIMIT, read once from the environment when Docusaurus starts, too
// early for the site config): our diagrams are 5–10 KB SVGs, so each one was written twice into
// its page, once in the HTML and once in the page's script chunk, 33 % larger than the file and
// never cached. As files they load lazily (the theme sets loading="lazy"), are cached across
// pages, and can be zoomed and opened as they are.
// The MDX loader requests images through an inline `url-loader?limit=…` request; the limit in that
// request is set to 0 so that url-loader hands every image to file-loader.
module.exports = function imagesAsFiles() {
  return {
    name: 'images-as-files',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/url-loader.*[?&]limit=\d+/, (resource) => {
            resource.request = resource.request.replace(/([?&]limit=)\d+/, '$10');
          }),
        ],
      };
    },
  };
};
