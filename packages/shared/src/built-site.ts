/**
 * The built site's own conventions, written by the web build and read by the server.
 *
 * A page built in two forms (decision 0052): `…/index.html` links to its stylesheet, which a
 * visitor moving within the site has in the browser's cache; `…/index.first-visit.html` carries
 * the same stylesheet inside, for a visitor arriving from elsewhere. The second is no address of
 * its own: the server answers it at the first one's.
 */
export const FIRST_VISIT_PAGE = "index.first-visit.html";

/**
 * The programme the web build rendered into its pages (decision 0050), as JSON beside the
 * programme's renderer (`programme-renderer/`): while the latest publication is this one, the
 * server serves the pages as built and need not load the renderer (#36 item 14).
 */
export const BUILT_PROGRAMME_FILE = "built-programme.json";
