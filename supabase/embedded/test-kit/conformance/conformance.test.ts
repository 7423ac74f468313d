import { onBothDatabases } from '../test-server';
import { describeConformance } from './conformance-suite';

onBothDatabases('PostgREST 13 conformance', describeConformance);
