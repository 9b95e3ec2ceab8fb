import { dumpDatabase } from "./db/dump";
const d = await dumpDatabase({ url: "postgresql://postgres@127.0.0.1:5432/test" });
console.log(d.method);
d.stream.destroy();
