import { clsx, type ClassValue } from 'clsx';
import { devChecks } from '@/config/env';
import { assertNoClassConflicts } from './class-conflicts';

/**
 * Joins class names. It does not resolve conflicts at run time: a component's own classes and
 * the ones a caller adds must not set the same property (use a variant instead), which
 * development, tests and the build's server render check with tailwind-merge.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (devChecks) assertNoClassConflicts(classes);
  return classes;
}
