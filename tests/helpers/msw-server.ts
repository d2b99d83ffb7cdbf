import { setupServer } from 'msw/node';

/** The one network interceptor of the web tests; each test adds its handlers with server.use(). */
export const server = setupServer();
