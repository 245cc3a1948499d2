import { OutputSnapshotEntity } from './output-snapshot.entity';
import { ShareViewEntity } from './share-view.entity';
import { ShareEntity } from './share.entity';

export const sharingEntities = [ShareEntity, ShareViewEntity, OutputSnapshotEntity];
