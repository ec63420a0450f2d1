/**
 * The traffic chart's time axis in whole days: where a report day sits on uPlot's time scale (in
 * seconds, read as UTC), the range drawn around the days shown, and the tick steps.
 */
export const DAY_S = 86_400;

/**
 * Midnight UTC of a report day (`YYYY-MM-DD`). The axis reads UTC too, so no time zone moves a
 * point a day, and midnight puts each point on its day's tick.
 */
export const dayAt = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 1000;

/**
 * Half a day either side of the first and last days: they are not drawn on the edges, and a
 * single day still has a range (uPlot's own would span years around one point).
 */
export const dayRange = (first: number, last: number): [number, number] => [first - DAY_S / 2, last + DAY_S / 2];

/**
 * Tick steps of a whole day and more, so a range of a few days is not labelled with hours of
 * the day (uPlot's own steps go down to milliseconds).
 */
export const DAY_STEPS: readonly number[] = [1, 2, 3, 7, 14, 30, 60, 91, 182, 365].map((days) => days * DAY_S);
