/** `stateName` lives with the other flow marks in src/bindings/flowMarks.ts; this path stays for its tests. */
export { stateName } from '../../../bindings/flowMarks';
