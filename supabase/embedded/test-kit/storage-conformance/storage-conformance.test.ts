import { onBothDatabases } from '../test-server';
import { describeStorageConformance } from './storage-conformance-suite';

onBothDatabases('Supabase Storage v1.70.6 conformance', describeStorageConformance);
