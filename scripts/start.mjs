// `npm start`: compiles our server if its sources changed (scripts/lib/compile-server.mjs, about a
// second), then runs the compiled supervisor (scripts/start.ts) in this process with plain Node
// (decision 187). Everything after this point is JavaScript that esbuild and `next build` wrote.
import { compileServer, serverEntry } from './lib/compile-server.mjs'

if (await compileServer()) console.log('▸ Compiled the server (dist/server)')
await import(serverEntry('start'))
