/**
 * Geometry of the service-area map, computed at build time from public boundary data (the US
 * Census cartographic boundaries packaged as TopoJSON by `us-atlas`) and the municipality
 * coordinates. The result is plain numbers and SVG path strings: the page ships no map code.
 */
import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LatLng } from './distance';

/** Delaware's state FIPS code; county FIPS codes start with it. */
export const DELAWARE_FIPS = '10';
/** Neighbours drawn for context around the state: Maryland, New Jersey, Pennsylvania. */
export const NEIGHBOUR_FIPS = ['24', '34', '42'];

export interface MapCountyInput {
  id: string;
  fips: string;
}
export interface MapTownInput {
  id: string;
  coordinates: LatLng;
}

export interface DelawareMapGeometry {
  width: number;
  height: number;
  /** One path for the neighbouring states, clipped to the frame. */
  neighbours: string;
  counties: { id: string; d: string; label: { x: number; y: number } }[];
  towns: { id: string; x: number; y: number }[];
}

export interface MapOptions {
  /** Width of the drawing in SVG units; the height follows from the state's shape. */
  width?: number;
  /** Space around the state, in SVG units. */
  padding?: number;
  /** Decimals kept in path coordinates (the SVG's weight grows with each one). */
  digits?: number;
}

type CountiesTopology = Topology<{ counties: GeometryCollection; states: GeometryCollection }>;

const round = (n: number, digits: number) => Number(n.toFixed(digits));

export function buildDelawareMap(
  topology: CountiesTopology,
  counties: readonly MapCountyInput[],
  towns: readonly MapTownInput[],
  { width = 240, padding = 12, digits = 1 }: MapOptions = {},
): DelawareMapGeometry {
  const countyShapes = (feature(topology, topology.objects.counties) as FeatureCollection<Geometry, { name: string }>).features;
  const stateShapes = (feature(topology, topology.objects.states) as FeatureCollection).features;

  const shapeOf = (county: MapCountyInput): Feature => {
    const shape = countyShapes.find((f) => String(f.id) === county.fips);
    if (!shape || !county.fips.startsWith(DELAWARE_FIPS)) {
      throw new Error(`No Delaware county with FIPS "${county.fips}" (county "${county.id}") in the boundary data`);
    }
    return shape;
  };
  const shapes = counties.map((c) => ({ id: c.id, shape: shapeOf(c) }));
  const state: FeatureCollection = { type: 'FeatureCollection', features: shapes.map((s) => s.shape) };

  const projection = geoMercator().fitWidth(width - 2 * padding, state);
  const [[x0, y0], [, y1]] = geoPath(projection).bounds(state);
  const height = Math.ceil(y1 - y0 + 2 * padding);
  const [tx, ty] = projection.translate();
  projection.translate([tx - x0 + padding, ty - y0 + padding]).clipExtent([
    [0, 0],
    [width, height],
  ]);
  const path = geoPath(projection).digits(digits);

  const neighbours: FeatureCollection = {
    type: 'FeatureCollection',
    features: stateShapes.filter((f) => NEIGHBOUR_FIPS.includes(String(f.id))),
  };

  return {
    width,
    height,
    neighbours: path(neighbours as GeoPermissibleObjects) ?? '',
    counties: shapes.map(({ id, shape }) => {
      const [x, y] = path.centroid(shape);
      return { id, d: path(shape) ?? '', label: { x: round(x, digits), y: round(y, digits) } };
    }),
    towns: towns.map((t) => {
      const point = projection([t.coordinates.lng, t.coordinates.lat]);
      if (!point) throw new Error(`Town "${t.id}" cannot be placed on the map`);
      return { id: t.id, x: round(point[0], digits), y: round(point[1], digits) };
    }),
  };
}
