import type { ConformanceCase } from '../case';
import { logicCases } from './logic';
import { preferenceCases } from './preferences';
import { queryCases } from './query';
import { rangeCases } from './range';
import { singularCases } from './singular';
import { errorCases } from './errors';
import { sourceDoctestCases } from './source-doctests';
import { writeCases } from './writes';

export const conformanceCases: ConformanceCase[] = [
  ...queryCases,
  ...logicCases,
  ...rangeCases,
  ...singularCases,
  ...preferenceCases,
  ...errorCases,
  ...writeCases,
  ...sourceDoctestCases,
];
