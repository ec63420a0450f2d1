/**
 * Predicates of the older Squarespace engines that the reference engine lacks.
 */
import type { PredicateTable } from '../plugin';

export const COMPAT_PREDICATES: PredicateTable = {
  /**
   * `{.units-metric?}`: the render locale's region measures in metric units. `{.units-metric?
   * temperature}` asks about temperatures, where the United Kingdom is metric too. Without
   * locale data it is true, the default of the engines that had it.
   */
  'units-metric?': (args, ctx) => {
    const cldr = ctx.cldr;
    if (cldr === undefined) return true;
    const system = cldr.General.measurementSystem();
    if (args[0] !== 'temperature') return system === 'metric';
    // CLDR lists temperature systems only where they differ from the region's system, so
    // US-system regions measure temperature in Fahrenheit unless listed otherwise.
    return system !== 'us' && cldr.General.measurementSystem('temperature') === 'metric';
  },
};
