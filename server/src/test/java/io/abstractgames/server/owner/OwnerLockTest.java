package io.abstractgames.server.owner;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The lock-order guard: an acquisition out of the order of {@link Rank} fails at once, in the
 * thread that makes it, without any second thread or any waiting, so the verdict does not depend
 * on timing.
 */
class OwnerLockTest {

    @Test
    void theTestsRunWithAssertionsOnSoTheGuardIsActive() {
        boolean on = false;
        assert on = true;
        assertTrue(on, "the guard runs under assert: run the tests with -ea (surefire's default)");
    }

    @Test
    void locksTakenInTheOrderAreAllowed() {
        OwnerLock room = new OwnerLock(Rank.ROOM, "room R");
        OwnerLock session = new OwnerLock(Rank.SESSION, "game G");
        OwnerLock run = new OwnerLock(Rank.RUN, "ladder run");
        assertDoesNotThrow(() -> {
            room.lock();
            session.lock();
            run.lock();
            run.unlock();
            session.unlock();
            room.unlock();
        });
        assertFalse(room.isHeldByCurrentThread());
    }

    @Test
    void aLockTakenAgainByItsHolderIsAllowedWhateverItHoldsSince() {
        OwnerLock session = new OwnerLock(Rank.SESSION, "game G");
        OwnerLock run = new OwnerLock(Rank.RUN, "ladder run");
        session.lock();
        run.lock();
        assertDoesNotThrow(session::lock);
        session.unlock();
        run.unlock();
        session.unlock();
        assertFalse(session.isHeldByCurrentThread());
    }

    @Test
    void anEarlierRankTakenUnderALaterOneFailsAtOnceAndIsNotTaken() {
        OwnerLock room = new OwnerLock(Rank.ROOM, "room R");
        OwnerLock session = new OwnerLock(Rank.SESSION, "game G");
        session.lock();
        try {
            AssertionError e = assertThrows(AssertionError.class, room::lock);
            assertTrue(e.getMessage().contains("takes room R (ROOM) while it holds game G (SESSION)"), e.getMessage());
            assertFalse(room.isHeldByCurrentThread());
        } finally {
            session.unlock();
        }
        assertTrue(OwnerLock.firstOrderViolation().isPresent());
        // Released in order, the same thread may take them the right way round.
        assertDoesNotThrow(() -> {
            room.lock();
            session.lock();
            session.unlock();
            room.unlock();
        });
    }

    @Test
    void twoOwnersOfTheSameRankAreNeverHeldTogether() {
        OwnerLock one = new OwnerLock(Rank.SESSION, "game A");
        OwnerLock other = new OwnerLock(Rank.SESSION, "game B");
        one.lock();
        try {
            assertThrows(AssertionError.class, other::lock);
        } finally {
            one.unlock();
        }
    }
}
