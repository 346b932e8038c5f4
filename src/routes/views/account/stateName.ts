export { stateName } from '../../../app/flowMarks';
