/**
 * The element of index.html that holds a page prerendered at build time (the sign-in page) until the app has
 * rendered its own: the server writes it (src/server/http/prerendered-pages.ts), the app removes it
 * (src/web/prerender/take-over.ts).
 */
export const STAND_IN_ID = 'stand-in';
