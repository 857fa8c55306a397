// zod compiles a faster parser for each object schema with `new Function` unless told not to. The portal's
// Content-Security-Policy has no 'unsafe-eval', and even zod's probe for it (a caught `new Function`) is
// reported as a violation, so schemas parse without that compiler. The app imports this module before any
// other (src/app/index.tsx): zod decides per schema, when the schema is made.
import { config } from 'zod/v4/core';

config({ jitless: true });
