import { fromPromise } from 'xstate';

/** A read's placeholder in `setup()`: typed by its answer, always replaced through `provide()`. */
export const suppliedLater = <T>(name: string) =>
  // Stryker disable next-line all: placeholder
  fromPromise<T>(async () => {
    throw new Error(`${name} is supplied by the flows`);
  });
