// The reference Shop API's one 3D model (GET /augmented-reality): a plain gold band, made as a
// torus at real size, written as GLB (Android's Scene Viewer) and USDZ (iOS Quick Look).
// Usage: node scripts/ar-ring-model.mjs [out-dir]   (default shop-api/server/media/models)
// No library: GLB is a 12-byte header and two chunks (JSON, binary); USDZ is an uncompressed zip
// whose first file is a text USD layer, each file's data starting at a multiple of 64 bytes.
// See docs/decisions/0038-augmented-reality-models.md.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";

const out = process.argv[2] ?? "shop-api/server/media/models";
const NAME = "gold-band";

// A band of 18 mm inside diameter (a size 56-57 ring), 2.5 mm thick, lying on the floor (Y up), in metres.
const TUBE = 0.00125;
const RADIUS = 0.009 + TUBE;
const AROUND = 64; // segments around the ring
const ACROSS = 20; // segments around the tube
const GOLD = { color: [1.0, 0.766, 0.336], metallic: 1, roughness: 0.22 };

/** Vertices (position, normal) and quads of the torus, the seam's vertices repeated. */
function torus() {
  const positions = [];
  const normals = [];
  for (let i = 0; i <= AROUND; i++) {
    const u = (i / AROUND) * 2 * Math.PI;
    for (let j = 0; j <= ACROSS; j++) {
      const v = (j / ACROSS) * 2 * Math.PI;
      const nx = Math.cos(v) * Math.cos(u);
      const ny = Math.sin(v);
      const nz = Math.cos(v) * Math.sin(u);
      positions.push([(RADIUS + TUBE * Math.cos(v)) * Math.cos(u), TUBE + TUBE * ny, (RADIUS + TUBE * Math.cos(v)) * Math.sin(u)]);
      normals.push([nx, ny, nz]);
    }
  }
  const quads = [];
  const at = (i, j) => i * (ACROSS + 1) + j;
  for (let i = 0; i < AROUND; i++) {
    for (let j = 0; j < ACROSS; j++) quads.push([at(i, j), at(i, j + 1), at(i + 1, j + 1), at(i + 1, j)]);
  }
  return { positions, normals, quads };
}

const round = (value) => Number(value.toFixed(6));
const bounds = (points) => [0, 1, 2].map((axis) => [Math.min(...points.map((p) => p[axis])), Math.max(...points.map((p) => p[axis]))]);

function glb({ positions, normals, quads }) {
  const triangles = quads.flatMap(([a, b, c, d]) => [a, b, c, a, c, d]);
  const positionBytes = Buffer.from(new Float32Array(positions.flat()).buffer);
  const normalBytes = Buffer.from(new Float32Array(normals.flat()).buffer);
  const indexBytes = Buffer.from(new Uint16Array(triangles).buffer);
  const indexPadding = Buffer.alloc((4 - (indexBytes.length % 4)) % 4);
  const bin = Buffer.concat([positionBytes, normalBytes, indexBytes, indexPadding]);
  const box = bounds(positions);
  const gltf = {
    asset: { version: "2.0", generator: "zarrin scripts/ar-ring-model.mjs" },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: "GoldBand" }],
    meshes: [{ name: "GoldBand", primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0 }] }],
    materials: [{ name: "Gold18k", pbrMetallicRoughness: { baseColorFactor: [...GOLD.color, 1], metallicFactor: GOLD.metallic, roughnessFactor: GOLD.roughness } }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: positions.length, type: "VEC3", min: box.map(([min]) => min), max: box.map(([, max]) => max) },
      { bufferView: 1, componentType: 5126, count: normals.length, type: "VEC3" },
      { bufferView: 2, componentType: 5123, count: triangles.length, type: "SCALAR" },
    ],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positionBytes.length, target: 34962 },
      { buffer: 0, byteOffset: positionBytes.length, byteLength: normalBytes.length, target: 34962 },
      { buffer: 0, byteOffset: positionBytes.length + normalBytes.length, byteLength: indexBytes.length, target: 34963 },
    ],
    buffers: [{ byteLength: bin.length }],
  };
  let json = Buffer.from(JSON.stringify(gltf));
  json = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(data.length, 0);
    head.writeUInt32LE(type, 4);
    return Buffer.concat([head, data]);
  };
  const body = Buffer.concat([chunk(0x4e4f534a, json), chunk(0x004e4942, bin)]);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0); // "glTF"
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + body.length, 8);
  return Buffer.concat([header, body]);
}

function usda({ positions, normals, quads }) {
  const tuple = (p) => `(${p.map(round).join(", ")})`;
  const box = bounds(positions);
  return `#usda 1.0
(
    defaultPrim = "GoldBand"
    metersPerUnit = 1
    upAxis = "Y"
    doc = "A plain 18-karat gold band (zarrin scripts/ar-ring-model.mjs)"
)

def Xform "GoldBand" (
    kind = "component"
)
{
    def Mesh "Band" (
        prepend apiSchemas = ["MaterialBindingAPI"]
    )
    {
        float3[] extent = [${tuple(box.map(([min]) => min))}, ${tuple(box.map(([, max]) => max))}]
        int[] faceVertexCounts = [${quads.map(() => 4).join(", ")}]
        int[] faceVertexIndices = [${quads.map((quad) => quad.join(", ")).join(", ")}]
        point3f[] points = [${positions.map(tuple).join(", ")}]
        normal3f[] normals = [${normals.map(tuple).join(", ")}] (
            interpolation = "vertex"
        )
        uniform token subdivisionScheme = "none"
        uniform token orientation = "rightHanded"
        rel material:binding = </GoldBand/Gold18k>
    }

    def Material "Gold18k"
    {
        token outputs:surface.connect = </GoldBand/Gold18k/Surface.outputs:surface>

        def Shader "Surface"
        {
            uniform token info:id = "UsdPreviewSurface"
            color3f inputs:diffuseColor = ${tuple(GOLD.color)}
            float inputs:metallic = ${GOLD.metallic}
            float inputs:roughness = ${GOLD.roughness}
            token outputs:surface
        }
    }
}
`;
}

/** An uncompressed zip whose files' data each start at a multiple of 64 bytes (the USDZ rule). */
function usdz(files) {
  const parts = [];
  const central = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    // Padding in an extra field (id 0x1986, as Pixar's tools write it) to align the data.
    let pad = (64 - ((offset + 30 + nameBytes.length + 4) % 64)) % 64;
    const extra = Buffer.alloc(4 + pad);
    extra.writeUInt16LE(0x1986, 0);
    extra.writeUInt16LE(pad, 2);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10); // time
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(extra.length, 28);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt16LE(0, 12);
    entry.writeUInt16LE(0x21, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(Buffer.concat([entry, nameBytes]));
    parts.push(local, nameBytes, extra, data);
    offset += 30 + nameBytes.length + extra.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const mesh = torus();
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, `${NAME}.glb`), glb(mesh));
writeFileSync(path.join(out, `${NAME}.usdz`), usdz([{ name: `${NAME}.usda`, data: Buffer.from(usda(mesh)) }]));
console.log(`${out}/${NAME}.glb, ${out}/${NAME}.usdz`);
