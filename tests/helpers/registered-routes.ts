import type { FastifyInstance } from 'fastify';

/**
 * Every "METHOD /path" the app answers, read from Fastify's own route tree (printRoutes), so a route
 * registered without going through restRoute() shows up too. HEAD is left out: Fastify adds it to
 * every GET by itself.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^(.*?)[├└]── (\S+) \(([^)]+)\)$/);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    stack.length = depth;
    stack.push(segment);
    const path = stack.join('');
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes.sort();
}
