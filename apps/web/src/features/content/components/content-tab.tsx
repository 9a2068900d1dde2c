/** The Content tab of the guide edit screen: categories and their topics. */
export function ContentTab({ guideId }: { guideId: number }) {
  return <div data-guide-id={guideId}>Content</div>;
}
