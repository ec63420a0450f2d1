/**
 * How a flow makes several modules' writes one unit: the server runs `work` inside one
 * database transaction, handing it services bound to that transaction, and delivers the
 * services' events only after the commit (a rolled-back change announces nothing).
 */
export type InTransaction<Services> = <T>(work: (services: Services) => Promise<T>) => Promise<T>;
