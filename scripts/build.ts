/** `npm run build`: a production build (skipped when nothing changed since the last one). */
Object.assign(process.env, { NODE_ENV: 'production' })
const { ensureBuild } = await import('./lib/build')
ensureBuild()
export {}
