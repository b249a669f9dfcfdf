// `server-only` for our compiled server (scripts/lib/compile-server.mjs): the package throws anywhere
// but a React server bundle; outside Next.js the boundary is the compile step's, so it is empty here.
export {}
