/** The folder of every broker (`BROKERS_DIR` for a copy). */
export declare const brokersDir: string;
/** The file a new broker starts from. */
export declare const templateFile: string;
/** Creates `<dir>/<id>/` (broker.json with every field to fill, photos/); throws a Portuguese message when the id is wrong or taken. */
export declare function createBroker(id: string, dir?: string): string;
