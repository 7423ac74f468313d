// @vitest-environment node
import { describeRestOperators } from './rest-operators-suite';
import { onBothDatabases } from './test-server';

onBothDatabases('REST operators and counts', describeRestOperators);
