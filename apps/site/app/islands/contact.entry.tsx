import { ContactIsland } from './ContactIsland';
import { startIsland } from './start';

// /contato's client entry: only its form hydrates (docs/decisions/0018-form-islands-converted.md).
startIsland('contato', (onCommitted) => <ContactIsland onCommitted={onCommitted} />);
