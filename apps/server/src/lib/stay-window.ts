/**
 * A stay's access window and door-code release when its dates move (a calendar's event moved, a CSV
 * row re-imported): the window moves by as much as each date, so the host's gaps are kept; a window
 * that would close before it opens becomes the stay itself; a door code released at the window's
 * start is released at the new start, one released at a time of the host's choosing stays there.
 */
export type StayTimes = {
  check_in: Date;
  check_out: Date;
  access_from: Date;
  access_to: Date;
  door_code_from: Date | null;
};

export function movedWindow(
  stay: StayTimes,
  checkIn: Date,
  checkOut: Date,
): Pick<StayTimes, 'access_from' | 'access_to' | 'door_code_from'> {
  let from = new Date(stay.access_from.getTime() + (checkIn.getTime() - stay.check_in.getTime()));
  let to = new Date(stay.access_to.getTime() + (checkOut.getTime() - stay.check_out.getTime()));
  if (to <= from) [from, to] = [checkIn, checkOut];
  const tied = stay.door_code_from !== null && stay.door_code_from.getTime() === stay.access_from.getTime();
  return { access_from: from, access_to: to, door_code_from: tied ? from : stay.door_code_from };
}
