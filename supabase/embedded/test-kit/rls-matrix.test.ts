import { describeRlsMatrix } from './rls-matrix-suite';
import { onBothDatabases } from './test-server';

onBothDatabases('RLS matrix', describeRlsMatrix);
