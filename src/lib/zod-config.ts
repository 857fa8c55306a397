// zod compiles a faster parser for each object schema with `new Function` unless told not to. The portal's
// Content-Security-Policy has no 'unsafe-eval', and even zod's probe for it (a caught `new Function`) is
// reported as a violation, so schemas parse without that compiler. zod decides per schema, when the schema
// is made, from the configuration it keeps in globalThis.__zod_globalConfig (it adopts an object already
// there): set here, before any schema module loads (src/app/index.tsx imports this first), it costs the
// first screens none of zod's code, which importing zod's own `config` would bring (3.7 kB gzip).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
