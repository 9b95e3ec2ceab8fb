import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createZip } from "./zip";
import { mediaKitFiles } from "./media-kit";

/** Reads a stored-only ZIP back through its central directory, checking every header and CRC. */
function readZip(bytes: Uint8Array) {
  const buf = Buffer.from(bytes);
  const end = buf.length - 22;
  expect(buf.readUInt32LE(end)).toBe(0x06054b50);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    const crc = buf.readUInt32LE(at + 16);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const offset = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    expect(buf.readUInt32LE(offset)).toBe(0x04034b50);
    expect(buf.readUInt16LE(offset + 8)).toBe(0); // stored
    const data = buf.subarray(offset + 30 + buf.readUInt16LE(offset + 26), offset + 30 + buf.readUInt16LE(offset + 26) + size);
    expect(crc32(data)).toBe(crc);
    files[name] = data.toString("utf8");
    at += 46 + nameLength;
  }
  return files;
}

describe("createZip", () => {
  it("writes a valid archive whose entries read back byte for byte, UTF-8 included", () => {
    const files = readZip(
      createZip([
        { name: "a.md", content: "# Hola, señor ¿qué tal?" },
        { name: "b/ñ.txt", content: new Uint8Array([1, 2, 3]) },
      ]),
    );
    expect(Object.keys(files)).toEqual(["a.md", "b/ñ.txt"]);
    expect(files["a.md"]).toBe("# Hola, señor ¿qué tal?");
  });
});

describe("mediaKitFiles", () => {
  const data = {
    teams: [{ name: "Pipe | Dreams", trade: "Plumbing", city: "Atlanta", group: "A", captain: "Ana Ruiz" }],
    facts: [{ id: 1, category: "history", text: "The first World Cup was in 1930." }],
  };

  it("builds the kit in English from the site's content", () => {
    const files = Object.fromEntries(mediaKitFiles("en", data).map((f) => [f.name, f.content as string]));
    expect(Object.keys(files)).toEqual(["README.md", "media-training.md", "teams.md", "fun-facts.md"]);
    expect(files["README.md"]).toContain("# Trades Cup 2026 — Media Kit");
    expect(files["README.md"]).toContain("**2.4M** Mentions");
    expect(files["README.md"]).toContain("press@tradescup.example");
    expect(files["media-training.md"]).toContain("Agree on one unified message within 60 minutes.");
    expect(files["teams.md"]).toContain("| Pipe \\| Dreams | Plumbing | Ana Ruiz | Atlanta | A |");
    expect(files["fun-facts.md"]).toContain("1. The first World Cup was in 1930. _(History)_");
  });

  it("builds it in Spanish with Spanish number formats", () => {
    const files = Object.fromEntries(mediaKitFiles("es", data).map((f) => [f.name, f.content as string]));
    expect(files["README.md"]).toContain("# Trades Cup 2026 — Kit de prensa");
    expect(files["README.md"]).toMatch(/\*\*2,4\sM\*\* Menciones/);
    expect(files["media-training.md"]).toContain("## Control de crisis");
    expect(files["fun-facts.md"]).toContain("_(Historia)_");
  });
});
