/**
 * Calls asked for in one turn of the event loop, sent together when the turn ends (issue 15 §2).
 * Under load many visitors' requests are handled in one turn, and a round trip to the database
 * costs more than what most of them ask of it; gathering them makes one statement of several.
 * A lone call waits only for the end of its turn (`setImmediate`).
 *
 * `send` answers a batch in the order asked. An answer may itself be a promise, so one call of
 * a batch can fail alone; a rejected `send` fails every call of the batch.
 */
export interface TurnBatchOptions<Ask, Answer> {
  send(asks: Ask[]): Promise<readonly (Answer | Promise<Answer>)[]>;
  /** Most calls in one batch (a bigger turn is split). */
  most?: number;
  /** Calls with one key never share a batch: a second one sends the batch so far first. */
  keyOf?(ask: Ask): string;
}

export function turnBatches<Ask, Answer>({ send, most = Number.POSITIVE_INFINITY, keyOf }: TurnBatchOptions<Ask, Answer>): (ask: Ask) => Promise<Answer> {
  type Waiting = { ask: Ask; resolve(answer: Answer | Promise<Answer>): void; reject(error: unknown): void };
  let pending: Waiting[] = [];
  const flush = () => {
    const turn = pending;
    pending = [];
    for (let at = 0; at < turn.length; at += most) {
      const batch = turn.slice(at, at + most);
      // A send that throws at once fails its batch like one that rejects.
      new Promise<readonly (Answer | Promise<Answer>)[]>((answered) => answered(send(batch.map((waiting) => waiting.ask)))).then(
        (answers) => batch.forEach((waiting, i) => waiting.resolve(answers[i]!)),
        (error: unknown) => batch.forEach((waiting) => waiting.reject(error)),
      );
    }
  };
  return (ask) =>
    new Promise<Answer>((resolve, reject) => {
      if (keyOf !== undefined && pending.some((waiting) => keyOf(waiting.ask) === keyOf(ask))) flush();
      if (pending.length === 0) setImmediate(flush);
      pending.push({ ask, resolve, reject });
    });
}
