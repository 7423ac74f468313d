import type { StorageCase } from '../case';
import { downloadCases } from './download';
import { manageCases } from './manage';
import { outsideCases } from './outside';
import { renderCases } from './render';
import { uploadCases } from './upload';

export const storageCases: StorageCase[] = [
  ...uploadCases,
  ...downloadCases,
  ...renderCases,
  ...manageCases,
  ...outsideCases,
];
