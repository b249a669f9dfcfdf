// Loaded with `node --import` before a process that loads the Payload config outside Next.js
// (the compiled scripts/prepare.ts; decision 187). Lexical's Node entry points each start with a
// top-level `await import()` of their build; when @payloadcms/richtext-lexical's graph evaluates
// a dozen of them at once, Node 20's module loader can leave them waiting on each other, the event
// loop empties, and Node exits with code 13 before the process has printed anything (about 1 start
// in 10 on this machine, and almost always when richtext-lexical is imported alone). With `lexical`
// itself evaluated first, nothing waits: 0 in 30 here. This was the exit 13 of decision 149.
await import('lexical')
