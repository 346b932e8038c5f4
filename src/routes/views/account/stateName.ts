/** `stateName` lives with the other flow marks in src/app/flowMarks.ts; this path stays for its tests. */
export { stateName } from '../../../app/flowMarks';
