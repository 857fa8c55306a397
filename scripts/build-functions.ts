// `npm run build:functions [-- OUT_DIR]`: the Cloud Functions into functions/lib (Firebase's predeploy runs
// it too). The builder is shared with the local stack (local/stack/build-functions.ts).
import { buildFunctions } from '../local/stack/build-functions';

const started = Date.now();
const outfile = await buildFunctions(process.argv[2]);
console.log(`Funciones compiladas en ${outfile} (${Date.now() - started} ms).`);
