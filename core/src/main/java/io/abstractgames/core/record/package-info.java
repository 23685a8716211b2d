/**
 * Game records: a PGN-like text format for whole games, with its parser, its formatter and a
 * replay that checks a record move by move. Pure text: nothing here reads or writes files, but
 * {@link io.abstractgames.core.record.RecordFiles}, which reads a file of records (of at most
 * {@link io.abstractgames.core.record.RecordFiles#MAX_BYTES} bytes) and opens the file a tool
 * writes its records to.
 *
 * <h2>The format</h2>
 *
 * <pre>
 * [Game "bashni"]
 * [Start "w a1:w,c1:w,e1:w,g1:w,b2:w,d2:w,f2:w,h2:w,a3:w,c3:w,e3:w,g3:w,b6:b,d6:b,f6:b,h6:b,a7:b,c7:b,e7:b,g7:b,b8:b,d8:b,f8:b,h8:b 0 0"]
 * [Round "1"]
 * [White "advanced"]
 * [Black "beginner"]
 * [Result "White wins (opponent has no legal move)"]
 * [Score "1-0"]
 *
 * c3-d4
 * f6-e5
 * d4:f6
 * ...
 * </pre>
 *
 * <ul>
 *   <li><b>Lines.</b> A record is one or more consecutive tag lines followed by zero or more move
 *       lines. Lines end with LF or CRLF; white space at either end of a line is ignored; blank
 *       lines are ignored, except that a tag line after a blank line or after a move line starts
 *       the next record. A text thus holds any number of records; the formatter writes an empty
 *       line after the tags and one between records. Line numbers in messages count from 1 at the
 *       first line of the text.
 *   <li><b>Tag line.</b> {@code [NAME "VALUE"]}: NAME is an ASCII letter followed by ASCII
 *       letters, digits or {@code _}; one or more spaces; VALUE in double quotes, in which
 *       {@code \"} stands for a quote and {@code \\} for a backslash (no other escape, no line
 *       break); nothing after the {@code ]}. Names are case-sensitive; a name appears at most
 *       once per record; tags keep their order.
 *   <li><b>Tags.</b> {@value GameRecord#GAME} (required): the game id, e.g. {@code diamond3}.
 *       {@value GameRecord#START} (optional): the position text the game starts from; without
 *       it, the game's start position. One tag per seat (optional), named by the side's name
 *       ({@link io.abstractgames.core.Game#sideName(int)}, e.g. {@code White}, {@code Red};
 *       {@link GameRecord#seatTag}), whose value names the player or the AI level. {@value GameRecord#RESULT} (required):
 *       {@value GameRecord#UNFINISHED} for a game that did not end, otherwise the outcome as
 *       {@link io.abstractgames.core.Outcome#describe(io.abstractgames.core.Game)} words it:
 *       {@code SIDE wins (REASON)} or {@code draw (REASON)}, REASON being an
 *       {@link io.abstractgames.core.EndReason#description()} of one of the game's
 *       {@link io.abstractgames.core.Game#endReasons()} ({@link ResultText}).
 *       {@value GameRecord#SCORE} (optional; written by {@link GameRecord.Builder#outcome}): the
 *       compact result token, one field per seat in turn order joined by {@code -}, each the
 *       points the seat scored ({@link io.abstractgames.core.Outcome#token(int)}): {@code 1-0} and
 *       {@code 0-1} for a win with two players, {@code 1/2-1/2} for a draw; with three players
 *       e.g. {@code 0-0-1} and {@code 1/3-1/3-1/3}; {@code *} for a game that did not end. A
 *       reader that wants only who won reads it; when present it must agree with
 *       {@value GameRecord#RESULT}, which stays required and keeps the reason. Records without it
 *       (written before it existed) read as before. Any other tag
 *       (e.g. {@value GameRecord#ROUND}, the game's number in a match) is kept as it is.
 *   <li><b>Move lines.</b> One move per line, in the game's move text, in the order played
 *       ({@code pass} where the game passes); a move line holds no white space and does not start
 *       with {@code [}.
 *   <li><b>Result check.</b> A record whose result is a resignation ends in a running position
 *       and names the winner that {@link io.abstractgames.core.Position#resign(int)} gives when
 *       the player to move resigns; {@value GameRecord#UNFINISHED} ends in a running position;
 *       any other result is the outcome of the final position ({@link Replay}).
 * </ul>
 *
 * <p>Every error is a {@link io.abstractgames.core.NotationException} whose one-line message
 * starts {@code game record, line N:} with the line at fault: a text before any tag, a malformed
 * tag line, a tag given twice, a missing {@code Game} or {@code Result} tag (the record's first
 * line), a move line with white space ({@link GameRecords#parse(String)}); an unknown game, a bad
 * {@code Start} text, an unreadable result, a {@code Score} that disagrees with the result, an
 * illegal move or a move after the end of the game,
 * a result that the moves do not give ({@link Replay#of(GameRecord)}).
 */
package io.abstractgames.core.record;
