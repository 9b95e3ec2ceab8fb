/**
 * The one door to the MIP solver: a small sparse model (binary or bounded continuous columns, one-sided
 * rows, minimised) handed to HiGHS (`highs`, WebAssembly, loaded once) as CPLEX LP text. Every solve has a
 * time limit; the best solution found by then is used. GLPK (`glpk.js`) was compared and dropped:
 * decision 127.
 */
export type Column = { name: string; cost: number; binary: boolean; upper?: number };
export type Row = { terms: [column: number, coef: number][]; sense: "<=" | ">="; rhs: number };
export type MipModel = { columns: Column[]; rows: Row[] };
export type MipResult = { status: string; objective: number; values: Float64Array; ms: number; hasSolution: boolean };

type HighsModule = Awaited<ReturnType<typeof import("highs").default>>;
let highsModule: Promise<HighsModule> | null = null;

const number = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(6));

/** CPLEX LP text, the format HiGHS reads; terms are wrapped so no line grows past the reader's limits. */
export function toLpText(model: MipModel): string {
  const out: string[] = ["Minimize", " obj:"];
  const terms = (list: [number, number][]) => {
    let line = "";
    for (const [c, coef] of list) {
      line += ` ${coef < 0 ? "-" : "+"} ${number(Math.abs(coef))} ${model.columns[c].name}`;
      if (line.length > 200) {
        out.push(line);
        line = "";
      }
    }
    if (line) out.push(line);
  };
  const objective = model.columns.flatMap((col, i): [number, number][] => (col.cost !== 0 ? [[i, col.cost]] : []));
  terms(objective.length ? objective : [[0, 0]]);
  out.push("Subject To");
  model.rows.forEach((row, r) => {
    out.push(` r${r}:`);
    terms(row.terms);
    out.push(` ${row.sense} ${number(row.rhs)}`);
  });
  out.push("Bounds");
  for (const col of model.columns) if (!col.binary) out.push(` 0 <= ${col.name} <= ${number(col.upper ?? 1e9)}`);
  out.push("Binary");
  const binaries = model.columns.filter((c) => c.binary).map((c) => c.name);
  for (let i = 0; i < binaries.length; i += 20) out.push(" " + binaries.slice(i, i + 20).join(" "));
  out.push("End");
  return out.join("\n");
}

export async function solveMip(
  model: MipModel,
  options: { timeLimitSeconds: number; seed: number; gap?: number },
): Promise<MipResult> {
  const started = performance.now();
  const values = new Float64Array(model.columns.length);
  if (model.columns.length === 0) return { status: "Empty", objective: 0, values, ms: 0, hasSolution: true };
  highsModule ??= import("highs").then((m) => m.default());
  const highs = await highsModule;
  const result = highs.solve(toLpText(model), {
    output_flag: false,
    time_limit: options.timeLimitSeconds,
    mip_rel_gap: options.gap ?? 0.005,
    random_seed: options.seed % 2_147_483_647,
  });
  let hasSolution = ["Optimal", "Time limit reached", "Iteration limit reached"].includes(result.Status) && "Columns" in result;
  if (hasSolution) {
    model.columns.forEach((col, i) => {
      const primal = (result.Columns[col.name] as { Primal?: number } | undefined)?.Primal ?? 0;
      values[i] = col.binary ? Math.round(primal) : primal;
    });
    // A limit can stop HiGHS before any integer solution: then the values are not one, and nothing is used.
    hasSolution = model.rows.every((row) => {
      const lhs = row.terms.reduce((sum, [c, coef]) => sum + coef * values[c], 0);
      return row.sense === "<=" ? lhs <= row.rhs + 1e-6 : lhs >= row.rhs - 1e-6;
    });
  }
  return { status: result.Status, objective: result.ObjectiveValue, values, ms: performance.now() - started, hasSolution };
}
