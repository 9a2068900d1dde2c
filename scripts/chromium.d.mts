export declare const chromiumPath: string;
export declare const playwrightDisabledFeatures: string[];
export declare const ourDisabledFeatures: string[];
export declare const disableFeaturesFlag: string;
export declare const chromiumFlags: string[];
