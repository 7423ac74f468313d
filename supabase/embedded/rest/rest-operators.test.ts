import { describeRestOperators } from '../test-kit/rest-operators-suite';
import { onBothDatabases } from '../test-kit/test-server';

onBothDatabases('REST operators and counts', describeRestOperators);
