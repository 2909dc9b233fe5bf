/**
 * Build-time bridge between the content and the map geometry: reads the us-atlas county
 * boundaries (a file in node_modules, never a request) once per build and projects every county
 * and served town. Imported only by DelawareMap.astro, so none of it reaches the browser.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { getCounties, getMunicipalities } from '../../content';
import { buildDelawareMap, type DelawareMapGeometry } from '../../lib/geo/delaware-map';

let cached: Promise<DelawareMapGeometry> | undefined;

async function load(): Promise<DelawareMapGeometry> {
  const file = createRequire(import.meta.url).resolve('us-atlas/counties-10m.json');
  const topology = JSON.parse(await readFile(file, 'utf8'));
  return buildDelawareMap(topology, await getCounties(), await getMunicipalities());
}

export function delawareGeometry(): Promise<DelawareMapGeometry> {
  cached ??= load();
  return cached;
}

let mapCount = 0;
/** A fresh id prefix per rendered map, so two maps on one page never share title/desc ids. */
export function nextMapId(): string {
  mapCount += 1;
  return `dmap-${mapCount}`;
}
